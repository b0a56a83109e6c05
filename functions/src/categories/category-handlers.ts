import type { RouteHandler } from '../core/handler';
import { ok } from '../core/respond';
import { getCategories } from './get-categories';

export const listCategories: RouteHandler = async () => ok(await getCategories());
