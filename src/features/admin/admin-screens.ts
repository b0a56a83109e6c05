import { paths } from '../../paths';

export type AdminScreen = {
  path: string;
  /** The screen's h1 and, with the clinic name, its document title. */
  title: string;
  /** The link to it on the portal's home, when shorter than the title. */
  linkLabel?: string;
  /** What the screen is for, on the portal's home. */
  description: string;
};

/** The admin portal's screens, written once: the portal's links, headings and titles all come from here. */
export const ADMIN_HOME: AdminScreen = {
  path: paths.admin,
  title: 'Admin Portal',
  description: 'Where the admin screens start.',
};

export const ADMIN_SECTIONS: readonly AdminScreen[] = [
  // The spec's names: the portal links to "Blogs", whose screen is headed "Blogs Listing".
  {
    path: paths.adminBlogs,
    title: 'Blogs Listing',
    linkLabel: 'Blogs',
    description: 'Write, edit and remove blog posts.',
  },
  {
    path: paths.adminLocationPages,
    title: 'Location Pages',
    description: 'Manage the landing pages for each area the clinic serves.',
  },
  { path: paths.adminInquiries, title: 'Inquiries', description: 'Read requests sent through the contact form.' },
  { path: paths.adminOutbox, title: 'Outbox', description: 'See the emails the site has queued for sending.' },
  {
    path: paths.adminStaff,
    title: 'Staff',
    description: 'Invite and remove administrators, and set up your second factor.',
  },
  {
    path: paths.adminSiteHealth,
    title: 'Site health',
    description: 'See how fast pages load and respond for real visitors, over the last 28 days.',
  },
  {
    path: paths.adminMedia,
    title: 'Media Library',
    linkLabel: 'Media',
    description: 'Add images from this device or your phone, and see every one with its description and uses.',
  },
  {
    path: paths.adminMaintenance,
    title: 'Maintenance mode',
    linkLabel: 'Maintenance',
    description: 'Close the public site for a while behind a page with the clinic’s phone number, and open it again.',
  },
];

/** The screen at a path (a trailing slash allowed), or undefined for an address the portal does not have. */
export function adminScreenAt(path: string): AdminScreen | undefined {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return [ADMIN_HOME, ...ADMIN_SECTIONS].find((screen) => screen.path === bare);
}
