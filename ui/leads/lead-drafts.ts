/**
 * What the visitor has typed into lead forms, kept for the page's life (in memory only: nothing
 * personal is written to the browser's storage). A form closed by accident and opened again
 * brings its draft back; a sent form forgets it.
 */
import type { FormValues } from './lead-form.model.js';

export class LeadDrafts {
  private readonly drafts = new Map<string, FormValues>();

  load(formId: string): FormValues | undefined {
    return this.drafts.get(formId);
  }

  save(formId: string, values: FormValues): void {
    this.drafts.set(formId, values);
  }

  clear(formId: string): void {
    this.drafts.delete(formId);
  }
}
