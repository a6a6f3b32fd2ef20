/**
 * The typed content of one service page (spec part 2, "Service page data"), rendered by the one
 * service-page template in the section order the spec gives. Optional blocks appear only where
 * a page has data. Icons are lucide icon names (the template maps names to components).
 */
import type { PitchPageType } from "../pitches";
import type { TechnologyTrend } from "../technology-trends";

/** A lucide-react icon, by its component name without the Icon suffix (e.g. "Database"). */
export type IconName = string;

export interface ServiceOffering {
  title: string;
  description: string;
  icon: IconName;
  /** The card shows the first four, then '+N more features'. */
  features: readonly string[];
}

export interface ProcessStep {
  /** 1-based step number. */
  step: number;
  title: string;
  description: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export type ResourceCategory = "documentation" | "standards" | "security" | "tools" | "research";

export interface ExternalResource {
  title: string;
  description: string;
  /** Only resources with a url are listed. */
  url?: string;
  category: ResourceCategory;
  icon?: IconName;
}

export interface IndustryUseCase {
  title: string;
  description: string;
}

export interface PipelineStep {
  name: string;
  description: string;
  details: readonly string[];
  icon: IconName;
  /** A Tailwind colour name for the step's accent, e.g. "sky". */
  color: string;
}

export interface DataPipelineFlow {
  title: string;
  subtitle: string;
  steps: readonly PipelineStep[];
  architectureLayers: {
    dataSources: readonly string[];
    processing: readonly string[];
    analytics: readonly string[];
  };
}

export interface PipelineUseCase {
  title: string;
  description: string;
  architecture: {
    dataSources: readonly string[];
    processing: readonly string[];
    outputs: readonly string[];
  };
  benefits: readonly string[];
}

export interface TechnologyStackItem {
  name: string;
  type: string;
  trend: TechnologyTrend;
  popularity: "High" | "Medium";
  icon: IconName;
}

export interface TechnologyStack {
  dataSources: readonly TechnologyStackItem[];
  processing: readonly TechnologyStackItem[];
  storage: readonly TechnologyStackItem[];
  analytics: readonly TechnologyStackItem[];
  visualization: readonly TechnologyStackItem[];
}

export interface MigrationProject {
  title: string;
  description: string;
  /** e.g. "On-premises Hadoop" */
  from: string;
  /** e.g. "Snowflake on AWS" */
  to: string;
  duration: string;
  outcomes: readonly string[];
}

export interface ServicePageData {
  /** The URL segment under /services/ (matches app/content/services.ts). */
  slug: string;
  title: string;
  description: string;
  shortDescription: string;
  /** Technology names; the chips block shows only those in the catalogue. */
  technologies: readonly string[];
  technologyTitle: string;
  technologyDescription: string;
  /** Exactly six cards. */
  services: readonly ServiceOffering[];
  features: readonly string[];
  benefits: readonly string[];
  /** Four steps (six for data engineering). */
  process: readonly ProcessStep[];
  /** Five questions (seven for data engineering). */
  faqs: readonly Faq[];
  externalResources: readonly ExternalResource[];
  /** blog_categories ids for the related-articles block ('View all articles' opens the first). */
  blogCategoryIds: readonly string[];
  /**
   * For a service whose blog categories are wider than its topic: the tag whose page the block's
   * link opens instead of the first category ("More on {tag}").
   */
  articlesTag?: string;
  /** The service's topic: the block shows posts of the categories carrying one of these tags. */
  blogTags: readonly string[];
  /** job_categories ids for the related-jobs block. */
  jobCategoryIds: readonly string[];
  /** The service's topic: the block shows jobs of the categories carrying one of these tags. */
  jobTags: readonly string[];
  contactDialog: { pageType: PitchPageType; defaultService: string };
  industryUseCases?: readonly IndustryUseCase[];
  dataPipelineFlow?: DataPipelineFlow;
  pipelineUseCases?: readonly PipelineUseCase[];
  technologyStack?: TechnologyStack;
  migrationProjects?: readonly MigrationProject[];
}
