import definition from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { AntIcon, type IconProps } from '../ant-icon';

export function CloseCircleFilled(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
