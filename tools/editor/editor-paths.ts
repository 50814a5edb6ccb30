/** Where the form editor answers on the preview's origin (form-editor.ts); a module of its own so that scripts/dev.ts can print them without loading the editor. */
export const EDITOR_PATH = '/admin/';
export const EDITOR_CONFIG_PATH = `${EDITOR_PATH}config.yml`;
export const EDITOR_API_PATH = `${EDITOR_PATH}api/v1`;
/** The season calendar of the previewed region (tools/calendar/live-calendar.ts, docs/calendar.md), served by the editor's handler. */
export const EDITOR_CALENDAR_PATH = `${EDITOR_PATH}calendar/`;
