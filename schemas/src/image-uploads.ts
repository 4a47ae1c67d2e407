/**
 * What an editor may upload as an image, wherever a resource takes one (the blog's featured
 * image, the site's logo and favicon): one rule for every image field, and for the upload route.
 */

/** Largest image an editor may upload (spec 2 §9: 5242880 bytes). */
export const IMAGE_MAX_BYTES = 5_242_880;

/** The files the browser's picker offers for an image field. */
export const IMAGE_ACCEPT = 'image/*';
