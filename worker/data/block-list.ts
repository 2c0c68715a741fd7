import type { BlockList } from '../rules/block-list';

/**
 * The block list ops maintain. URL fragments are matched against the lowercased,
 * decoded path and query; user-agent fragments against the lowercased User-Agent.
 */
export const blockList: BlockList = {
  // Addresses seen running credential-stuffing and scanner traffic against the shop.
  ips: ['192.0.2.13', '198.51.100.77', '203.0.113.250'],
  urlFragments: [
    '.php',
    'wp-',
    'xmlrpc',
    'phpmyadmin',
    '/cgi-bin/',
    '/.env',
    '/.git',
    '/.aws',
    '/.ssh',
    'sleep(',
    'select(',
    'benchmark(',
    'waitfor delay',
    'union select',
    'information_schema',
    '../',
    '..\\',
    '<script',
    'javascript:',
    '/etc/passwd',
    '${jndi:',
  ],
  userAgentFragments: ['sqlmap', 'nikto', 'masscan', 'zgrab', 'nuclei', 'acunetix', 'dirbuster', 'gobuster', 'wpscan', 'fimap'],
  // Uptime monitors and the office; they are never refused even if they trip a fragment.
  neverBlockIps: ['192.0.2.10', '198.51.100.10'],
};
