import { createElement, type ElementType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface ShellButton {
  label: string;
  /** the icon's drawing */
  icon: string;
}

/** An icon's drawing as the app's MUI icon draws it, without MUI's classes. */
export const iconSvg = (icon: ElementType) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true">${
    renderToStaticMarkup(createElement(icon))
      .match(/<path[^>]*><\/path>/g)
      ?.join('') ?? ''
  }</svg>`;
