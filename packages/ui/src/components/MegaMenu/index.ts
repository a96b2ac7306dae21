export { MegaMenu, type MegaMenuGroup, type MegaMenuLink, type MegaMenuProps } from './MegaMenu';
