import { pagePerTest } from '../support/dom.js';
import { expect } from 'chai';
import { holdContentStill } from '../../../ui/modal/hold-content-still.js';

/** A ResizeObserver the test fires by hand (jsdom has none, and no layout). */
class ManualResizeObserver {
  static last: ManualResizeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    ManualResizeObserver.last = this;
  }
  observe(target: Element): void {
    this.observed.push(target);
  }
  unobserve(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  fire(): void {
    this.callback([], this as unknown as ResizeObserver);
  }
}

/** Sets an element's layout offset, which jsdom leaves at 0. */
function placeAt(element: HTMLElement, offsetTop: number): void {
  Object.defineProperty(element, 'offsetTop', { configurable: true, value: offsetTop });
}

describe('holdContentStill', () => {
  let dialog: HTMLElement;
  let content: HTMLElement;
  pagePerTest();
  beforeEach(() => {
    dialog = document.createElement('div');
    content = document.createElement('div');
    dialog.append(content);
    document.body.append(dialog);
    placeAt(dialog, 0);
    placeAt(content, 57);
    content.scrollTop = 0;
  });

  const start = () =>
    holdContentStill(dialog, content, ManualResizeObserver as unknown as typeof ResizeObserver);

  it('scrolls the content by as much as the modal moved down to make room for a toast, and back when the toast goes', () => {
    start();
    const observer = ManualResizeObserver.last!;
    expect(observer.observed).to.deep.equal([content]);
    content.scrollTop = 40;
    placeAt(dialog, 64);
    observer.fire();
    expect(content.scrollTop).to.equal(104);
    placeAt(dialog, 0);
    observer.fire();
    expect(content.scrollTop).to.equal(40);
  });

  it('leaves the scroll alone when the content only changes size where it is', () => {
    start();
    content.scrollTop = 25;
    ManualResizeObserver.last!.fire();
    expect(content.scrollTop).to.equal(25);
  });

  it('stops when asked, and does nothing where there is no ResizeObserver', () => {
    const stop = start();
    stop();
    expect(ManualResizeObserver.last!.disconnected).to.equal(true);
    expect(() => holdContentStill(dialog, content, undefined)()).to.not.throw();
  });
});
