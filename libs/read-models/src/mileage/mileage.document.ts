/** A trip as the mileage list reads it. */
export type MileageFields = {
  Id: string;
  OwnerId: string;
  Revision: number;
  Date: string;
  Year: number;
  Details: string;
  StartMileage: number;
  EndMileage: number;
  Miles: number;
  AppointmentTypeId: number | null;
  CreatedAt: string;
  UpdatedAt: string;
};

export interface MileageDocument extends MileageFields {
  _id: string;
  [key: string]: unknown;
}

export const MILEAGE = 'mileage';
