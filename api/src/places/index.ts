import { createEmbeddedPlaces } from './embedded.ts';
import { createGooglePlaces } from './google.ts';
import type { PlacesService } from './places.ts';

export { PlacesUnavailableError, type PlacesService, type PlaceSuggestions, type ResolvedPlace } from './places.ts';

/** The maps settings of the portal (PLACES_*, GOOGLE_MAPS_*; docs/deploy.md). */
export interface PlacesConfig {
  provider: 'embedded' | 'google';
  countries: string[];
  googleApiKey: string | null;
  googleBaseUrl: string;
}

/** The configured maps service: the offline one unless Google is chosen (and has a key). */
export function createPlacesService(config: PlacesConfig): PlacesService {
  if (config.provider === 'google') {
    if (!config.googleApiKey) throw new Error('PLACES_PROVIDER=google needs GOOGLE_MAPS_API_KEY.');
    return createGooglePlaces({
      apiKey: config.googleApiKey,
      baseUrl: config.googleBaseUrl,
      countries: config.countries,
    });
  }
  return createEmbeddedPlaces(config.countries);
}
