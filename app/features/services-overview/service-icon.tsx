import {
  BlocksIcon,
  BotIcon,
  BrainCircuitIcon,
  CloudIcon,
  DatabaseIcon,
  GlassesIcon,
  GlobeIcon,
  type LucideIcon,
  ServerIcon,
  ShieldCheckIcon,
  ShoppingCartIcon,
  SmartphoneIcon,
  SparklesIcon,
  ZapIcon,
} from "lucide-react";
import type { ServiceIcon as ServiceIconName } from "~/content/services";

const icons: Record<ServiceIconName, LucideIcon> = {
  globe: GlobeIcon,
  smartphone: SmartphoneIcon,
  "shopping-cart": ShoppingCartIcon,
  "brain-circuit": BrainCircuitIcon,
  sparkles: SparklesIcon,
  blocks: BlocksIcon,
  database: DatabaseIcon,
  glasses: GlassesIcon,
  cloud: CloudIcon,
  "shield-check": ShieldCheckIcon,
  bot: BotIcon,
  server: ServerIcon,
  zap: ZapIcon,
};

/** A service's icon (decorative). */
export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
