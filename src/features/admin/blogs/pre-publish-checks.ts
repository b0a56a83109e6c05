import {
  imageAltWarnings,
  searchSnippetWarnings,
  siteLinkWarnings,
  textOfHtml,
  wordingWarnings,
} from '../records/pre-publish-checks';
import type { BlogFormValues } from './blog-form';

/** Everything a blog says, as text, for the wording checks. */
const blogText = (value: BlogFormValues) =>
  [
    value.title,
    value.brief_paragraph,
    value.metaTitle,
    value.metaDescription,
    ...value.blogs_content.flatMap((item) => [item.heading, textOfHtml(item.paragraph)]),
  ].join('\n');

/** The pre-publish warnings of a blog (each one a sentence); empty when there is nothing to confirm. */
export function blogPrePublishWarnings(value: BlogFormValues, knownPaths?: ReadonlySet<string>): string[] {
  const html = value.blogs_content.map((item) => item.paragraph).join('\n');
  return [
    ...wordingWarnings(blogText(value)),
    ...(value.blog_image && !value.blog_image_alt.trim() ? ['The blog’s image has no description (alt text).'] : []),
    ...imageAltWarnings(html),
    ...searchSnippetWarnings(
      value.metaTitle.trim() || value.title.trim(),
      value.metaDescription.trim() || value.brief_paragraph.trim(),
    ),
    ...(knownPaths ? siteLinkWarnings(html, knownPaths) : []),
    ...(!value.reviewedBy.trim() || !value.lastReviewed
      ? ['This health article has no medical review stamp (reviewed by, and when).']
      : []),
  ];
}
