/** Spec 3 §6: assignees, chat agents and article authors are accounts of role support or admin. */
import { Injectable } from '@nestjs/common';
import { SUPPORT_MESSAGES, SUPPORT_STAFF_ROLES, users } from '@hexagone/schemas';
import { Types } from 'mongoose';
import { CrudService, invalid } from '../crud/crud.service';

@Injectable()
export class SupportStaff {
  constructor(private readonly crud: CrudService) {}

  /** 400 on `field` unless the account exists with role support or admin. */
  async assert(id: unknown, field: string): Promise<void> {
    const staff =
      typeof id === 'string' && Types.ObjectId.isValid(id)
        ? await this.crud
            .model(users.name)
            .exists({ _id: id, role: { $in: [...SUPPORT_STAFF_ROLES] } })
            .exec()
        : null;
    if (!staff) throw invalid({ [field]: SUPPORT_MESSAGES.notStaff });
  }
}
