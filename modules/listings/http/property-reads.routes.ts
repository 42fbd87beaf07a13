import { Router } from 'express';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { LISTINGS_RATE_LIMITS } from './rate-limits.ts';
import { mapMarkersQuerySchema } from '../contracts/map.ts';
import { listPropertiesQuerySchema, searchPropertiesQuerySchema } from '../contracts/search-query.ts';
import { SearchProperties } from '../application/queries/search-properties/search-properties.query.ts';
import { MapMarkers } from '../application/queries/map-markers/map-markers.query.ts';
import { SimilarProperties } from '../application/queries/similar-properties/similar-properties.query.ts';
import { GetDashboardMetrics } from '../application/queries/get-dashboard-metrics/get-dashboard-metrics.query.ts';
import { ListProperties } from '../application/queries/list-properties/list-properties.query.ts';
import { GetProperty } from '../application/queries/get-property/get-property.query.ts';
import { GeocodeLocation, geocodeLocationQuerySchema } from '../application/queries/geocode-location/geocode-location.query.ts';

/** The public read side: lists, search, map markers, one property, marketplace metrics. */
export function propertyReadsRouter({ queries, rateLimit }: HttpContext): Router {
  const router = Router();
  const searching = rateLimit(LISTINGS_RATE_LIMITS.search);
  const reading = rateLimit(LISTINGS_RATE_LIMITS.read);

  router.get('/api/properties', searching, async (req, res) => {
    const query = parseInput(listPropertiesQuerySchema, req.query, 'Invalid property search');
    res.json(await queries.ask(ListProperties, query, res.locals.actor));
  });

  // before /api/properties/:id, which would take "search" and "map" for ids
  router.get('/api/properties/search', searching, async (req, res) => {
    const query = parseInput(searchPropertiesQuerySchema, req.query, 'Invalid property search');
    res.json(await queries.ask(SearchProperties, query, res.locals.actor));
  });

  router.get('/api/properties/map', searching, async (req, res) => {
    const query = parseInput(mapMarkersQuerySchema, req.query, 'Invalid map search');
    res.json(await queries.ask(MapMarkers, query, res.locals.actor));
  });

  router.get('/api/properties/:id/similar', reading, async (req, res) => {
    res.json(await queries.ask(SimilarProperties, { id: req.params.id }, res.locals.actor));
  });

  router.get('/api/properties/:id', reading, async (req, res) => {
    res.json(await queries.ask(GetProperty, { id: req.params.id }, res.locals.actor));
  });

  // offline ZIP and city centroids for the listing form's map pin
  router.get('/api/geocode', rateLimit(LISTINGS_RATE_LIMITS.geocode), async (req, res) => {
    const query = parseInput(geocodeLocationQuerySchema, req.query, 'Invalid location');
    res.set('Cache-Control', 'public, max-age=86400').json(await queries.ask(GeocodeLocation, query, res.locals.actor));
  });

  router.get('/api/metrics/dashboard', reading, async (_req, res) => {
    res.json(await queries.ask(GetDashboardMetrics, undefined, res.locals.actor));
  });

  return router;
}
