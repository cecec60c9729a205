// What the app shell uses from the auth feature. Route modules are imported lazily by path.
export { LoginOverlayHost } from './components/login-overlay-host';
export { UserEntry, logoutNow } from './components/user-entry';
export { startSession } from './session';
