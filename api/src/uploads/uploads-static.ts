/**
 * Serves the uploaded files. Their names are random and never reused, so they are cached
 * for a year; the browser must take them for what the server says they are, and a file
 * opened on its own may run nothing.
 */
import express, { type RequestHandler, type Response } from 'express';
import { uploadsDir } from './uploads-dir';

const setHeaders = (res: Response) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
};

export function uploadsStatic(): RequestHandler {
  return express.static(uploadsDir(), { index: false, dotfiles: 'deny', redirect: false, maxAge: '365d', immutable: true, setHeaders });
}
