/** react-admin's notification as a module of its own, which OnDemandNotification.tsx imports when first needed. */
export { Notification } from 'react-admin';
