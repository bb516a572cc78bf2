/**
 * Avatars of the mock data as inline SVG data URIs: no request to any host, also offline, and the same on every
 * run.
 */

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A plain person silhouette on a round `background`. */
export function personAvatar(background: string): string {
  return svgDataUri(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
      `<rect width="64" height="64" rx="32" fill="${background}"/>` +
      '<circle cx="32" cy="25" r="11" fill="#fff"/>' +
      '<path d="M13 54c3-10 10-16 19-16s16 6 19 16z" fill="#fff"/></svg>',
  );
}

/** A team badge: two people side by side on a round `background`. */
export function teamAvatar(background: string): string {
  return svgDataUri(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
      `<rect width="64" height="64" rx="32" fill="${background}"/>` +
      '<circle cx="24" cy="26" r="7" fill="#fff"/><circle cx="41" cy="26" r="7" fill="#fff" ' +
      'fill-opacity=".75"/><path d="M12 46c1-7 6-11 12-11s11 4 12 11z" fill="#fff"/>' +
      '<path d="M30 46c1-7 5-11 11-11s11 4 12 11z" fill="#fff" fill-opacity=".75"/></svg>',
  );
}
