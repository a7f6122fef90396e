/** A link (never an embedded map) to the point on OpenStreetMap. */
export function openStreetMapUrl(latitude: number, longitude: number, zoom = 14): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}
