/** react-admin's confirmation dialog as a module of its own, so that OnDemandConfirm.tsx can load it when first opened. */
export { Confirm } from 'react-admin';
