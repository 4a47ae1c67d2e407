/**
 * The public path of the page being rendered. With `build.format: 'file'` a prerendered
 * page sees its file name (/pricing.html, /user/index.html); visitors see /pricing and /user.
 */
export function pagePath(url: URL): string {
  const path = url.pathname.replace(/\.html$/, '').replace(/\/index$/, '');
  return path === '' ? '/' : path;
}
