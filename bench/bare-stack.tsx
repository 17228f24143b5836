/**
 * The floor of the speed comparison: the design card's packages and nothing of ours.
 * Loaded instead of our scripts on the same server-rendered HTML, it loads react, react-dom,
 * react-router-dom, mobx, mobx-react-lite, inversify (with reflect-metadata), io-ts, fp-ts, rxjs
 * and date-fns, uses a part of each as an app like ours does at start (a hash route, an
 * observable store and an observer, a container, a codec, Either, a debounced stream, a date
 * format) and renders a trivial tree beside the server's markup (the floor our start is held to, 126 KB gzip
 * when it was written). Built by bench/run.mjs into dist/assets.
 */
import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Container } from 'inversify';
import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { Subject, debounceTime, distinctUntilChanged, map, switchMap, of } from 'rxjs';
import { format, addDays, isValid, parseISO } from 'date-fns';

const Settings = t.type({ agency_name: t.string, page: t.type({ identifier: t.string }) });
const decoded = Settings.decode(
  JSON.parse(document.getElementById('agency-settings')?.textContent ?? '{}'),
);
const agency = pipe(decoded, (result) => (isRight(result) ? result.right.agency_name : ''));

class Store {
  count = 0;
  constructor() {
    makeAutoObservable(this);
  }
  increment(): void {
    this.count += 1;
  }
}
const container = new Container();
const STORE = Symbol.for('store');
container.bind(STORE).toConstantValue(new Store());
const store = container.get<Store>(STORE);

const typed = new Subject<string>();
typed
  .pipe(
    debounceTime(500),
    distinctUntilChanged(),
    map((text) => text.trim()),
    switchMap((text) => of(text)),
  )
  .subscribe(() => store.increment());

const today = parseISO(new Date().toISOString());
const label = isValid(today) ? format(addDays(today, 1), 'd MMMM yyyy') : '';

const route = matchPath('/*', location.hash.slice(1) || '/');

const Trivial = observer(function Trivial() {
  return (
    <p hidden>
      {agency} {label} {store.count} {route?.pathname}
    </p>
  );
});

const host = document.createElement('div');
host.id = 'bare-stack';
document.body.append(host);
createRoot(host).render(
  <StrictMode>
    <Trivial />
  </StrictMode>,
);
