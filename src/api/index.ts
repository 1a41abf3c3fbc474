/**
 * The typed host <-> renderer contract (issue 5 §1): schemas of every value crossing the boundary
 * (`./schemas`), the method table and bridge type (`./contract`), the WebSocket framing (`./wire`) and
 * the start screen's catalogue (`./catalogue`), and the renderer's Content-Security-Policy (`./csp`).
 */
export * from './schemas';
export * from './contract';
export * from './wire';
export * from './view-patch';
export * from './pace';
export * from './catalogue';
export * from './ipc';
export * from './csp';
export * from './kiosk';
export * from './elsewhere';
