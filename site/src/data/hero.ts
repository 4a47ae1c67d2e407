/** The shared pieces of every inner page's hero banner (spec 1 "Shared page pieces"). */
export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

export const HOME_CRUMB: Crumb = { label: 'Accueil', href: '/' };

/** Default height of the hero banner, in pixels. */
export const HERO_DEFAULT_HEIGHT = 400;
