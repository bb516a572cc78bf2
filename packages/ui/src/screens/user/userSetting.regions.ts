/**
 * The countries/regions and areas the user settings offer. Codes travel to
 * the server; labels are translated (`user.regions.*`, `user.areas.*`). Areas are places with farms of the
 * product, so a demo user's `location` ('hohhot', 'yinchuan') is one of them.
 */
export const USER_REGIONS = [
  { code: 'china', areas: ['hohhot', 'xilingol', 'yinchuan', 'qiqihar'] },
  { code: 'newZealand', areas: ['waikato', 'canterbury'] },
  { code: 'australia', areas: ['victoria', 'newSouthWales'] },
] as const;

export type UserRegionCode = (typeof USER_REGIONS)[number]['code'];
export type UserAreaCode = (typeof USER_REGIONS)[number]['areas'][number];

/** The areas of a country/region, in display order; none for an unknown or empty code. */
export function areasOf(countryRegion: string): readonly UserAreaCode[] {
  return USER_REGIONS.find((region) => region.code === countryRegion)?.areas ?? [];
}

/** The country/region an area belongs to, or `''` for an unknown area. */
export function regionOfArea(area: string): UserRegionCode | '' {
  return (
    USER_REGIONS.find((region) => (region.areas as readonly string[]).includes(area))?.code ?? ''
  );
}
