/// <reference types="astro/client" />

declare namespace App {
  /** What the API server hands to the on-demand pages (api/src/web/web.ts). */
  interface Locals {
    content: import('@hexagone/schemas').PublicContent;
    /** The public address the server names (the Site tab's url once set, else its SITE_URL). */
    siteUrl?: string;
  }
}
