/**
 * What the signings screens read from elsewhere: the notary's settings (GET settingsapi/get/) and
 * the customers to choose from (GET customerapi/get/). Only the fields these screens use.
 */
export interface WorkCategoryRef {
  Id: number;
  Description: string;
}

export interface WorkType {
  Id: number;
  Name: string;
  IsDeleted: boolean;
  IsActive: boolean;
  SortOrder: number;
  FeeAmount: number;
  /** Minutes; 0 when the type has no default length. */
  AppointmentDuration?: number;
  AppointmentCategory?: WorkCategoryRef;
}

export interface TrackingCompany {
  Id: number;
  Name: string;
  Website: string;
  /** Query parameters for the carrier's site; `{TN}` stands for the tracking number. */
  Parameters: string;
}

export type GridView = 'medium' | 'small' | 'condensed';

export interface SigningSettings {
  GridView: GridView;
  HiddenColumns: string[];
  AutoNotaryFee: boolean;
  UseTotalMileage: boolean;
  EnableRON: boolean;
  EnableConfirmations: boolean;
  TrackingCompanies: TrackingCompany[];
  LoanTypes: WorkType[];
}

export interface Contact {
  Id: string;
  Name: string;
  Phone: string;
  CellPhone: string;
  Fax: string;
  Email: string;
}

export interface CustomerChoice {
  Id: string;
  Name: string;
  Inactive: boolean;
  Contacts: Contact[];
}
