/** Cities for demo locations: what the place search and time zone lookup would have stored. */
export interface SeedPlace {
  description: string;
  lat: number;
  lng: number;
  timeZone: string;
}

type Row = [string, number, number, string];

// Location search is limited to the US today, so most places are American; older profiles and
// staff abroad keep places from elsewhere, which gives the directory time zones worldwide.
const usRows: Row[] = [
  ['New York, NY, USA', 40.7128, -74.006, 'America/New_York'],
  ['Brooklyn, NY, USA', 40.6782, -73.9442, 'America/New_York'],
  ['Boston, MA, USA', 42.3601, -71.0589, 'America/New_York'],
  ['Philadelphia, PA, USA', 39.9526, -75.1652, 'America/New_York'],
  ['Atlanta, GA, USA', 33.749, -84.388, 'America/New_York'],
  ['Miami, FL, USA', 25.7617, -80.1918, 'America/New_York'],
  ['Raleigh, NC, USA', 35.7796, -78.6382, 'America/New_York'],
  ['Charlotte, NC, USA', 35.2271, -80.8431, 'America/New_York'],
  ['Columbus, OH, USA', 39.9612, -82.9988, 'America/New_York'],
  ['Detroit, MI, USA', 42.3314, -83.0458, 'America/Detroit'],
  ['Indianapolis, IN, USA', 39.7684, -86.1581, 'America/Indiana/Indianapolis'],
  ['Washington, DC, USA', 38.9072, -77.0369, 'America/New_York'],
  ['Chicago, IL, USA', 41.8781, -87.6298, 'America/Chicago'],
  ['Houston, TX, USA', 29.7604, -95.3698, 'America/Chicago'],
  ['Austin, TX, USA', 30.2672, -97.7431, 'America/Chicago'],
  ['Dallas, TX, USA', 32.7767, -96.797, 'America/Chicago'],
  ['San Antonio, TX, USA', 29.4241, -98.4936, 'America/Chicago'],
  ['Minneapolis, MN, USA', 44.9778, -93.265, 'America/Chicago'],
  ['New Orleans, LA, USA', 29.9511, -90.0715, 'America/Chicago'],
  ['Nashville, TN, USA', 36.1627, -86.7816, 'America/Chicago'],
  ['Kansas City, MO, USA', 39.0997, -94.5786, 'America/Chicago'],
  ['St. Louis, MO, USA', 38.627, -90.1994, 'America/Chicago'],
  ['Denver, CO, USA', 39.7392, -104.9903, 'America/Denver'],
  ['Salt Lake City, UT, USA', 40.7608, -111.891, 'America/Denver'],
  ['Albuquerque, NM, USA', 35.0844, -106.6504, 'America/Denver'],
  ['Boise, ID, USA', 43.615, -116.2023, 'America/Boise'],
  ['Phoenix, AZ, USA', 33.4484, -112.074, 'America/Phoenix'],
  ['Tucson, AZ, USA', 32.2226, -110.9747, 'America/Phoenix'],
  ['Los Angeles, CA, USA', 34.0522, -118.2437, 'America/Los_Angeles'],
  ['San Francisco, CA, USA', 37.7749, -122.4194, 'America/Los_Angeles'],
  ['Oakland, CA, USA', 37.8044, -122.2712, 'America/Los_Angeles'],
  ['San Diego, CA, USA', 32.7157, -117.1611, 'America/Los_Angeles'],
  ['Seattle, WA, USA', 47.6062, -122.3321, 'America/Los_Angeles'],
  ['Portland, OR, USA', 45.5152, -122.6784, 'America/Los_Angeles'],
  ['Las Vegas, NV, USA', 36.1699, -115.1398, 'America/Los_Angeles'],
  ['Anchorage, AK, USA', 61.2181, -149.9003, 'America/Anchorage'],
  ['Honolulu, HI, USA', 21.3069, -157.8583, 'Pacific/Honolulu'],
  ['San Juan, Puerto Rico', 18.4655, -66.1057, 'America/Puerto_Rico'],
  ['Hagåtña, Guam', 13.4443, 144.7937, 'Pacific/Guam'],
];

const worldRows: Row[] = [
  ['Toronto, ON, Canada', 43.6532, -79.3832, 'America/Toronto'],
  ['Halifax, NS, Canada', 44.6488, -63.5752, 'America/Halifax'],
  ["St. John's, NL, Canada", 47.5615, -52.7126, 'America/St_Johns'],
  ['Vancouver, BC, Canada', 49.2827, -123.1207, 'America/Vancouver'],
  ['Mexico City, CDMX, Mexico', 19.4326, -99.1332, 'America/Mexico_City'],
  ['Bogotá, Colombia', 4.711, -74.0721, 'America/Bogota'],
  ['Lima, Peru', -12.0464, -77.0428, 'America/Lima'],
  ['São Paulo, SP, Brazil', -23.5505, -46.6333, 'America/Sao_Paulo'],
  ['Buenos Aires, Argentina', -34.6037, -58.3816, 'America/Argentina/Buenos_Aires'],
  ['London, UK', 51.5072, -0.1276, 'Europe/London'],
  ['Dublin, Ireland', 53.3498, -6.2603, 'Europe/Dublin'],
  ['Lisbon, Portugal', 38.7223, -9.1393, 'Europe/Lisbon'],
  ['Madrid, Spain', 40.4168, -3.7038, 'Europe/Madrid'],
  ['Paris, France', 48.8566, 2.3522, 'Europe/Paris'],
  ['Berlin, Germany', 52.52, 13.405, 'Europe/Berlin'],
  ['Warsaw, Poland', 52.2297, 21.0122, 'Europe/Warsaw'],
  ['Kyiv, Ukraine', 50.4501, 30.5234, 'Europe/Kyiv'],
  ['Istanbul, Türkiye', 41.0082, 28.9784, 'Europe/Istanbul'],
  ['Lagos, Nigeria', 6.5244, 3.3792, 'Africa/Lagos'],
  ['Accra, Ghana', 5.6037, -0.187, 'Africa/Accra'],
  ['Nairobi, Kenya', -1.2921, 36.8219, 'Africa/Nairobi'],
  ['Johannesburg, South Africa', -26.2041, 28.0473, 'Africa/Johannesburg'],
  ['Cairo, Egypt', 30.0444, 31.2357, 'Africa/Cairo'],
  ['Dubai, United Arab Emirates', 25.2048, 55.2708, 'Asia/Dubai'],
  ['Karachi, Pakistan', 24.8607, 67.0011, 'Asia/Karachi'],
  ['Mumbai, Maharashtra, India', 19.076, 72.8777, 'Asia/Kolkata'],
  ['Bengaluru, Karnataka, India', 12.9716, 77.5946, 'Asia/Kolkata'],
  ['Kathmandu, Nepal', 27.7172, 85.324, 'Asia/Kathmandu'],
  ['Dhaka, Bangladesh', 23.8103, 90.4125, 'Asia/Dhaka'],
  ['Bangkok, Thailand', 13.7563, 100.5018, 'Asia/Bangkok'],
  ['Manila, Philippines', 14.5995, 120.9842, 'Asia/Manila'],
  ['Singapore', 1.3521, 103.8198, 'Asia/Singapore'],
  ['Seoul, South Korea', 37.5665, 126.978, 'Asia/Seoul'],
  ['Tokyo, Japan', 35.6762, 139.6503, 'Asia/Tokyo'],
  ['Adelaide, SA, Australia', -34.9285, 138.6007, 'Australia/Adelaide'],
  ['Sydney, NSW, Australia', -33.8688, 151.2093, 'Australia/Sydney'],
  ['Auckland, New Zealand', -36.8485, 174.7633, 'Pacific/Auckland'],
];

const toPlace = ([description, lat, lng, timeZone]: Row): SeedPlace => ({ description, lat, lng, timeZone });

export const US_PLACES: readonly SeedPlace[] = usRows.map(toPlace);
export const WORLD_PLACES: readonly SeedPlace[] = worldRows.map(toPlace);
