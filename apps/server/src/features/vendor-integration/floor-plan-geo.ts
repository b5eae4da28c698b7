// Geo-referencing a project floor for a controller floor plan: the floor's image, north up, centred on a point,
// its size in metres from the floor's scale. Metres per degree follow the WGS 84 ellipsoid's series (accurate to
// centimetres over a building), so the corners' distances are the floor's width and height.

export interface LatLng {
  lat: number;
  lng: number;
}

/** Metres per degree of latitude and of longitude at `latDeg`. */
export function metresPerDegree(latDeg: number): { lat: number; lng: number } {
  const phi = (latDeg * Math.PI) / 180;
  return {
    lat: 111_132.954 - 559.822 * Math.cos(2 * phi) + 1.175 * Math.cos(4 * phi),
    lng: 111_412.84 * Math.cos(phi) - 93.5 * Math.cos(3 * phi) + 0.118 * Math.cos(5 * phi),
  };
}

const round = (value: number) => Math.round(value * 1e7) / 1e7;

/**
 * The corners Meraki's createNetworkFloorPlan takes (two adjacent ones fix position, size and rotation; the
 * third keeps the aspect ratio stated) for a `widthMeters × heightMeters` floor centred on `center`, north up.
 */
export function floorCorners(
  center: LatLng,
  widthMeters: number,
  heightMeters: number,
): { topLeftCorner: LatLng; bottomLeftCorner: LatLng; bottomRightCorner: LatLng } {
  const perDegree = metresPerDegree(center.lat);
  const halfLat = heightMeters / 2 / perDegree.lat;
  const halfLng = widthMeters / 2 / perDegree.lng;
  return {
    topLeftCorner: { lat: round(center.lat + halfLat), lng: round(center.lng - halfLng) },
    bottomLeftCorner: { lat: round(center.lat - halfLat), lng: round(center.lng - halfLng) },
    bottomRightCorner: { lat: round(center.lat - halfLat), lng: round(center.lng + halfLng) },
  };
}

/** The distance in metres between two nearby points (equirectangular, fine within a building). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const perDegree = metresPerDegree((a.lat + b.lat) / 2);
  return Math.hypot((a.lat - b.lat) * perDegree.lat, (a.lng - b.lng) * perDegree.lng);
}
