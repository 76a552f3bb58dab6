// Registry of CMS shapes.
import webplusStatic from './webplusStatic.mjs';
import webplusDynamic from './webplusDynamic.mjs';
import sudy from './sudy.mjs';
import chtml from './chtml.mjs';
import portal from './portal.mjs';
import asp from './asp.mjs';

export const shapes = { webplusStatic, webplusDynamic, sudy, chtml, portal, asp };
