import type { ReactNode } from 'react';
import type { ContentBlockName, ContentStatus } from '../../config/site-config';
import './sample-content.css';

/**
 * The attribute that marks a placeholder block's root element in the HTML, for the deploy check that reads the
 * build (tools/scripts/lib/deploy-check.ts) and the build-checks tier. Nothing while the block is final.
 */
export function placeholderBlockAttributes(
  block: ContentBlockName,
  status: ContentStatus,
): { 'data-placeholder-block'?: ContentBlockName } {
  return status === 'placeholder' ? { 'data-placeholder-block': block } : {};
}

/**
 * A visible "Sample content" label at the top of a block whose content is a stand-in, so nobody reviewing the
 * site takes invented people, quotes or organisations for real. Said in words (with a dashed frame), not by colour.
 * Nothing while the block is final. `children` says what is invented.
 */
export function SampleContentMarker({ status, children }: { status: ContentStatus; children: ReactNode }) {
  if (status !== 'placeholder') return null;
  return (
    <p className="sample-content-marker">
      <strong className="sample-content-marker__label">Sample content</strong>{' '}
      <span className="sample-content-marker__text">{children}</span>
    </p>
  );
}
