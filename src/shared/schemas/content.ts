import { z } from 'zod';
import { featuredField, mediaUrlField, requiredLine, withId } from './fields';
import { richTextField } from './fields';

/** Admin content (exhibition) form: part 2 section 5. */
const contentShape = {
  title: requiredLine('Title', 'Title is required'),
  description: richTextField('Description', 'Description is required'),
  type: requiredLine('Type', 'Type is required', 100),
  category: requiredLine('Category', 'Category is required', 100),
  imageUrl: mediaUrlField('Image URL'),
  featured: featuredField,
};
export const contentCreateInput = z.object({ ...contentShape, featured: featuredField.default(false) });
export const contentUpdateInput = withId(contentShape);

