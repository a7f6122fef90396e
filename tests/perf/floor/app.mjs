// The floor app, shared by its browser entry and by the build that prerenders it: plain
// createElement, so the Vite config can render it in Node without a JSX transform.
import { StrictMode, createElement as h } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';

function Heading() {
  return h('h1', null, 'Maré');
}

/** The least any page of the site could ship with the same libraries: one heading. */
export function FloorApp({ Router, routerProps = {} }) {
  return h(
    StrictMode,
    null,
    h(Router, routerProps, h(Routes, null, h(Route, { path: '*', element: h(Heading) }))),
    h(Toaster),
  );
}
