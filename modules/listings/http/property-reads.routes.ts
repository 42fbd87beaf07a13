import { Router } from 'express';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { listPropertiesQuerySchema, mapMarkersQuerySchema, searchPropertiesQuerySchema } from '../contracts/http.ts';
import { SearchProperties } from '../application/queries/search-properties/search-properties.query.ts';
import { MapMarkers } from '../application/queries/map-markers/map-markers.query.ts';
import { SimilarProperties } from '../application/queries/similar-properties/similar-properties.query.ts';
import { GetDashboardMetrics } from '../application/queries/get-dashboard-metrics/get-dashboard-metrics.query.ts';
import { ListProperties } from '../application/queries/list-properties/list-properties.query.ts';
import { GetProperty } from '../application/queries/get-property/get-property.query.ts';
import { GeocodeLocation, geocodeLocationQuerySchema } from '../application/queries/geocode-location/geocode-location.query.ts';

/** The public read side: lists, search, map markers, one property, marketplace metrics. */
export function propertyReadsRouter({ queries }: HttpContext): Router {
  const router = Router();

  router.get('/api/properties', async (req, res) => {
    const query = parseInput(listPropertiesQuerySchema, req.query, 'Invalid property search');
    res.json(await queries.ask(ListProperties, query, res.locals.actor));
  });

  // before /api/properties/:id, which would take "search" and "map" for ids
  router.get('/api/properties/search', async (req, res) => {
    const query = parseInput(searchPropertiesQuerySchema, req.query, 'Invalid property search');
    res.json(await queries.ask(SearchProperties, query, res.locals.actor));
  });

  router.get('/api/properties/map', async (req, res) => {
    const query = parseInput(mapMarkersQuerySchema, req.query, 'Invalid map search');
    res.json(await queries.ask(MapMarkers, query, res.locals.actor));
  });

  router.get('/api/properties/:id/similar', async (req, res) => {
    res.json(await queries.ask(SimilarProperties, { id: req.params.id }, res.locals.actor));
  });

  router.get('/api/properties/:id', async (req, res) => {
    res.json(await queries.ask(GetProperty, { id: req.params.id }, res.locals.actor));
  });

  // offline ZIP and city centroids for the listing form's map pin
  router.get('/api/geocode', async (req, res) => {
    const query = parseInput(geocodeLocationQuerySchema, req.query, 'Invalid location');
    res.set('Cache-Control', 'public, max-age=86400').json(await queries.ask(GeocodeLocation, query, res.locals.actor));
  });

  router.get('/api/metrics/dashboard', async (_req, res) => {
    res.json(await queries.ask(GetDashboardMetrics, undefined, res.locals.actor));
  });

  return router;
}
