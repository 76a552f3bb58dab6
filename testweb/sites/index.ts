/** Every CMS shape by name. */
import type { ShapeKind } from '../model.ts';
import { aspGbk } from './asp-gbk.ts';
import { chtml } from './chtml.ts';
import { portal } from './portal.ts';
import type { Shape } from './shape.ts';
import { sudy } from './sudy.ts';
import { webplusJsp } from './webplus-jsp.ts';
import { webplusStatic } from './webplus-static.ts';

/** The shape implementing each kind. */
export const SHAPES: Record<ShapeKind, Shape> = {
  'webplus-static': webplusStatic,
  'webplus-jsp': webplusJsp,
  sudy,
  chtml,
  portal,
  'asp-gbk': aspGbk,
};
