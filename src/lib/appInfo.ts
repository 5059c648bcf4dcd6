/**
 * This UI's own name, version and issue tracker, from package.json (`version`, `bugs.url`) at build
 * time: webpack's DefinePlugin (webpack.config.ts) and Jest's `globals` (jest.config.ts) set these constants.
 */
declare const __APP_VERSION__: string;
declare const __BUGS_URL__: string;

export const APP_NAME = 'Subtitle Desk';
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
/** This project's issue list ('' when package.json names none): where the crash screen files reports. */
export const BUGS_URL: string = typeof __BUGS_URL__ === 'string' ? __BUGS_URL__ : '';

/** 'Subtitle Desk 0.1.0' */
export const APP_LABEL = `${APP_NAME} ${APP_VERSION}`;
