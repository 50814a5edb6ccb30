import { createElement } from 'react';
import DecapListControl from 'decap-cms-widget-list/dist/esm/ListControl';
import { EntryListContext } from './list-item-top-bar.tsx';

/**
 * Decap's list control, bundled as the list widget's (decap-bundle.ts), handing itself to its
 * entries' bars (list-item-top-bar.tsx): Decap gives a bar no position and no way to move its
 * entry, and the bar moves it through this control's own `onSortEnd`, what a drag calls.
 */
export default class ListControl extends DecapListControl {
  override render() {
    // No JSX: esbuild applies no tsconfig.json (its JSX setting) to the module a plugin puts for a package's import.
    return createElement(EntryListContext, { value: this }, super.render());
  }
}
