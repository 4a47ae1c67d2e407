/**
 * `jsonexport`, react-admin's client-side CSV exporter, is bundled by every list even with
 * `exporter={false}`: here the server makes the exports (ServerExportButton), so the list
 * screen does without its 7 kB. Called anyway, it says why instead of exporting half a list.
 */
module.exports = function jsonexport() {
  throw new Error("Les exports sont faits par le serveur (bouton « Exporter ») : l'export CSV de react-admin est désactivé.");
};
