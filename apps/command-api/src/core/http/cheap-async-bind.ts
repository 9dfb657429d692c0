import { AsyncResource } from 'node:async_hooks';

const BOUND = Symbol.for('notary.cheapAsyncBind');

/**
 * `AsyncResource#bind` without its deprecated `asyncResource` property (DEP0172). Fastify's body
 * parser and each of Nest's interceptors bind a function on every request, and in Node 20 every bind
 * also defines that property with two fresh `deprecate()` wrappers: under 20 saving notaries that
 * was about 6% of the API thread and a quarter of what its minor GCs had to copy (bench:api's
 * profile). The binding itself is unchanged: the function runs in the resource's async scope, with
 * the caller's `this` unless one was given. Nothing here reads the deprecated property, nor the bound
 * function's `length`, which is left as the wrapper's own. Idempotent: a test server may call it again.
 */
export function useCheapAsyncBind(): void {
  const prototype = AsyncResource.prototype as AsyncResource & { [BOUND]?: true };
  if (prototype[BOUND]) return;
  Object.defineProperty(prototype, BOUND, { value: true });
  prototype.bind = function bind<Func>(this: AsyncResource, fn: Func, thisArg?: unknown): Func {
    return bindTo(this, fn, thisArg);
  };
}

type Callable = (this: unknown, ...args: unknown[]) => unknown;

function bindTo<Func>(resource: AsyncResource, fn: Func, thisArg: unknown): Func {
  if (typeof fn !== 'function') throw new TypeError('The "fn" argument must be of type function');
  const callable = fn as unknown as Callable;
  if (thisArg !== undefined) return resource.runInAsyncScope.bind(resource, callable, thisArg) as unknown as Func;
  return function (this: unknown, ...args: unknown[]) {
    return resource.runInAsyncScope(callable, this, ...args);
  } as unknown as Func;
}
