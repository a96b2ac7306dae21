// The package's public surface, by name: a new export is a decision, not a side effect of `export *`. Every name
// is also on its component's own entry (`@mediakit/ui/Button`, …), which carries only that component's CSS.
import './theme/themes.css';

export { Button, type ButtonProps } from './components/Button';
export { IconButton, type IconButtonProps } from './components/IconButton';
export { CopyButton, type CopyButtonProps, type CopyState } from './components/CopyButton';
export {
  Link,
  PlainLink,
  RouterProvider,
  type LinkProps,
  type PlainLinkProps,
  type RouterProviderProps,
} from './components/Link';
export { TextField, type TextFieldProps } from './components/TextField';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { NumberField, type NumberFieldProps } from './components/NumberField';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { Checkbox, CheckboxGroup, type CheckboxProps, type CheckboxGroupProps } from './components/Checkbox';
export { Radio, RadioGroup, type RadioGroupProps, type RadioOption, type RadioProps } from './components/RadioGroup';
export { Switch, type SwitchProps } from './components/Switch';
export { SegmentedControl, type SegmentedControlProps, type SegmentOption } from './components/SegmentedControl';
export { Slider, type SliderProps } from './components/Slider';
export {
  CompareSlider,
  compareSliderMessages,
  type CompareSliderMessages,
  type CompareSliderProps,
} from './components/CompareSlider';
export { Field, type FieldControlProps, type FieldProps } from './components/Field';
export {
  Dialog,
  DialogTrigger,
  Modal,
  type DialogProps,
  type DialogTriggerProps,
  type ModalProps,
} from './components/Dialog';
export { Drawer, type DrawerProps } from './components/Drawer';
export { Popover, type PopoverProps } from './components/Popover';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  SubmenuTrigger,
  type MenuItemProps,
  type MenuProps,
  type MenuSectionProps,
  type MenuSeparatorProps,
  type MenuTriggerProps,
} from './components/Menu';
export { Tooltip, type TooltipProps } from './components/Tooltip';
export {
  ToastProvider,
  ToastRegion,
  useToast,
  TOAST_TIMEOUT_MS,
  createToastQueue,
  toast,
  type ToastProviderProps,
  type ToastRegionProps,
  type ShowToastOptions,
  type ToastApi,
  type ToastContent,
  type ToastVariant,
} from './components/Toast';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs';
export {
  Table,
  sortRows,
  type SortDescriptor,
  type SortDirection,
  type TableColumn,
  type TableProps,
} from './components/Table';
export { Pagination, getPageCount, type PaginationProps } from './components/Pagination';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge';
export { Avatar, getInitials, type AvatarProps } from './components/Avatar';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { Meter, type MeterProps, type MeterTone } from './components/Meter';
export {
  StatTile,
  StatTileGrid,
  type StatTileGridProps,
  type StatTileProps,
  type StatTileTone,
  type StatTileTrend,
} from './components/StatTile';
export { Chart, chartMessages, type ChartDatum, type ChartMessages, type ChartProps } from './components/Chart';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { Skeleton, type SkeletonProps } from './components/Skeleton';
export { AppShell, useAppShell, type AppShellProps, type AppShellState } from './components/AppShell';
export { TopBar, type TopBarProps } from './components/TopBar';
export {
  Sidebar,
  SidebarCollapsedContext,
  PLAN_ORDER,
  ROLE_ORDER,
  filterSidebarSections,
  hasMinimumPlan,
  hasMinimumRole,
  type SidebarItem,
  type SidebarProps,
  type SidebarSection,
  type AccessRequirements,
  type Plan,
  type Role,
} from './components/Sidebar';
export {
  ThemeProvider,
  useTheme,
  ThemeToggle,
  useOverlayContainer,
  type Theme,
  type ThemeContextValue,
  type ThemeProviderProps,
  type ThemeToggleProps,
} from './components/ThemeProvider';
export {
  createIcon,
  CloseIcon,
  MenuIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CheckIcon,
  MinusIcon,
  PlusIcon,
  CopyIcon,
  DownloadIcon,
  UploadIcon,
  ExternalLinkIcon,
  ImageIcon,
  VideoIcon,
  AudioIcon,
  TextIcon,
  SunIcon,
  MoonIcon,
  SearchIcon,
  BellIcon,
  UserIcon,
  TrashIcon,
  EditIcon,
  WarningIcon,
  InfoIcon,
  CheckCircleIcon,
  ErrorIcon,
  SparklesIcon,
  PlayIcon,
  StopIcon,
  RefreshIcon,
  EyeIcon,
  EyeOffIcon,
  type IconProps,
} from './components/Icon';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden';
export {
  vars,
  themeTokens,
  darkThemeClassName,
  inMediakitLayer,
  lightThemeClassName,
  mediakitLayerName,
  overlayThemeAttribute,
  schemeProperty,
  systemThemeClassName,
  classPrefix,
  lightThemeValues,
  darkThemeValues,
  type ThemeValues,
  themeInitScript,
} from './theme';
