import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/**
 * A blog folder's content: its sub-folders and its articles, 12 per page (§9). The folder is
 * `?folder={id}` of the page URL (links work without JavaScript), else `folderId`, else the top.
 */
export const BlogSchema = Type.Object(
  {
    title: Type.Optional(Type.String()),
    intro: Type.Optional(Type.String()),
    folderId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type BlogProps = Static<typeof BlogSchema>;
