// jest-dom's matchers on Vitest's expect, for the type checker of every package whose tests
// import this module (./setup adds them at run time).
import type {} from '@testing-library/jest-dom/vitest';

export type { AppProvidersProps } from './app-providers';
export { AppProviders } from './app-providers';
export type { FakeApi, FakeHandler, FakeHandlers, RecordedCall } from './fake-api';
export { apiError, createFakeApi, withDelay } from './fake-api';
export { fakeUser, TOKEN } from './fixtures';
export type { RenderRoutesOptions, TestApp, TestAppOptions } from './render';
export { createTestApp, renderRoutes } from './render';
export type { Toast } from './toasts';
export { recordToasts } from './toasts';
