/**
 * `object.entries`, which node-polyglot (react-admin's translations) requires, is a polyfill
 * for browsers older than 2017, with a dozen helper packages (get-intrinsic, call-bind…):
 * every browser this back-office runs in has `Object.entries` itself.
 */
module.exports = Object.entries;
