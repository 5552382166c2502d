/**
 * `react` inside the editor's bundle: the React the editor itself runs (it renders preview templates with its own
 * copy, React 19, and shares it as __SVELTIA_CMS_REACT__). The site's components, written for React 18, use only
 * what both have. Read when this module runs, which is after the editor's own module has set it.
 */
import type * as ReactTypes from 'react';

const React = (globalThis as unknown as { __SVELTIA_CMS_REACT__: typeof ReactTypes }).__SVELTIA_CMS_REACT__;

export default React;
export const {
  Children,
  Component,
  Fragment,
  Profiler,
  PureComponent,
  StrictMode,
  Suspense,
  cloneElement,
  createContext,
  createElement,
  createRef,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  startTransition,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useEffect,
  useId,
  useImperativeHandle,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  version,
} = React;
