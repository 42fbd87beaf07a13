/**
 * Names that already say what kind of county they are: "Travis County", Louisiana's parishes, Alaska's boroughs,
 * census areas and municipalities.
 */
const COUNTY_KIND = /(^|\s)(county|parish|borough|census area|municipality)$/i;

/** A county as people read it: "Travis" and "Travis County" → "Travis County"; "Caddo Parish" stays as it is. */
export function countyLabel(county: string): string {
  const name = county.trim().replace(/\s+/g, ' ');
  return COUNTY_KIND.test(name) ? name : `${name} County`;
}
