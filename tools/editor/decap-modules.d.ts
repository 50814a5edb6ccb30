// The parts of Decap's modules that the editor page's own code uses (editor-page.ts, list-*.tsx); Decap ships no types for them.
declare module 'decap-cms-core/dist/esm/actions/entries' {
  export const DRAFT_VALIDATION_ERRORS: string;
}
declare module 'decap-cms-core/dist/esm/redux' {
  interface FieldsErrors {
    get(id: string): { type?: string; message: string }[] | undefined;
    values(): IterableIterator<{ type?: string; message: string }[]>;
  }
  export const store: {
    dispatch(action: { type: string; payload: unknown }): void;
    getState(): { entryDraft: { get(key: 'fieldsErrors'): FieldsErrors } };
  };
}
declare module 'decap-cms-lib-util' {
  export class APIError extends Error {}
}
declare module 'decap-cms-ui-default' {
  import type { ComponentType } from 'react';
  export const Icon: ComponentType<{ type: string; size?: string; direction?: 'right' | 'down' | 'left' | 'up' }>;
  export const colors: Record<'text' | 'active' | 'errorText' | 'controlLabel', string>;
}
declare module 'decap-cms-widget-list/dist/esm/ListControl' {
  import { Component, type ReactNode } from 'react';
  import type { EntryList } from './list-item-top-bar.tsx';
  export default class ListControl extends Component<EntryList['props']> implements EntryList {
    state: EntryList['state'];
    onSortEnd: EntryList['onSortEnd'];
    objectLabel: EntryList['objectLabel'];
    hasError: EntryList['hasError'];
    render(): ReactNode;
  }
}
