/**
 * What the visitor has typed into lead forms. A form closed by accident and opened again brings
 * its draft back, and so does a reload of the page (the platform may ask for one: a refused
 * session, another tab that signed in or out): drafts are kept in the tab's session storage, which
 * the browser forgets when the tab closes. Passwords and files are never drafted (the form model
 * leaves them out). A sent form forgets its draft.
 */
import * as t from 'io-ts';
import { STORAGE_KEYS } from '../../core/index.js';
import type { KeyValueStoragePort, StorageKey } from '../../core/index.js';
import type { FormValues } from './lead-form.model.js';

/** Every form's draft, by form id. */
export const LEAD_DRAFTS_KEY: StorageKey = STORAGE_KEYS.leadDrafts;

const DraftsCodec = t.record(t.string, t.record(t.string, t.union([t.string, t.boolean])));

export class LeadDrafts {
  private drafts: Map<string, FormValues> | undefined;

  /** `store`: the tab's session storage; without it drafts live for the page only. */
  constructor(private readonly store?: KeyValueStoragePort) {}

  load(formId: string): FormValues | undefined {
    return this.all().get(formId);
  }

  save(formId: string, values: FormValues): void {
    this.all().set(formId, values);
    this.write();
  }

  clear(formId: string): void {
    if (this.all().delete(formId)) this.write();
  }

  private all(): Map<string, FormValues> {
    this.drafts ??= new Map(Object.entries(this.store?.get(LEAD_DRAFTS_KEY, DraftsCodec) ?? {}));
    return this.drafts;
  }

  /** A storage that refuses the write keeps the drafts for this page (the adapter logs it). */
  private write(): void {
    if (this.store === undefined) return;
    const drafts = this.all();
    if (drafts.size === 0) this.store.remove(LEAD_DRAFTS_KEY);
    else this.store.set(LEAD_DRAFTS_KEY, Object.fromEntries(drafts));
  }
}
