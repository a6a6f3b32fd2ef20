import {
  BadgeCheckIcon,
  Building2Icon,
  CalendarCheckIcon,
  CheckCheckIcon,
  CloudIcon,
  CodeIcon,
  DatabaseIcon,
  FileLockIcon,
  GlobeIcon,
  GraduationCapIcon,
  HeartPulseIcon,
  HouseIcon,
  LandmarkIcon,
  LayersIcon,
  LifeBuoyIcon,
  type LucideIcon,
  PiggyBankIcon,
  PresentationIcon,
  RocketIcon,
  ScalingIcon,
  ServerIcon,
  ShieldIcon,
  ShoppingBagIcon,
  SmartphoneIcon,
  TestTubeIcon,
  TimerIcon,
  TruckIcon,
  UserCogIcon,
} from "lucide-react";
import type { OutsourceIcon as OutsourceIconName } from "~/content/outsource";

const icons: Record<OutsourceIconName, LucideIcon> = {
  layers: LayersIcon,
  building: Building2Icon,
  rocket: RocketIcon,
  "piggy-bank": PiggyBankIcon,
  timer: TimerIcon,
  "badge-check": BadgeCheckIcon,
  "user-cog": UserCogIcon,
  "calendar-check": CalendarCheckIcon,
  presentation: PresentationIcon,
  "file-lock": FileLockIcon,
  shield: ShieldIcon,
  scaling: ScalingIcon,
  globe: GlobeIcon,
  "test-tube": TestTubeIcon,
  "life-buoy": LifeBuoyIcon,
  landmark: LandmarkIcon,
  "shopping-bag": ShoppingBagIcon,
  "heart-pulse": HeartPulseIcon,
  "graduation-cap": GraduationCapIcon,
  home: HouseIcon,
  truck: TruckIcon,
  code: CodeIcon,
  server: ServerIcon,
  smartphone: SmartphoneIcon,
  cloud: CloudIcon,
  database: DatabaseIcon,
  "check-check": CheckCheckIcon,
};

/** An outsource-page icon (decorative). */
export function OutsourceIcon({
  name,
  className,
}: {
  name: OutsourceIconName;
  className?: string;
}) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
